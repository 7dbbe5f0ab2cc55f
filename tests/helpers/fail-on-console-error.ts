// A test that logs console.error fails (DESIGN.md section 9): a test that provokes an error on
// purpose silences it with vi.spyOn(console, 'error').mockImplementation(() => {}).
const original = console.error.bind(console);
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error foi chamado durante o teste: ${args.map(String).join(' ')}`);
};
