/**
 * Finds Debian's Chromium for the browser tests, installing it with apt-get when running as root.
 * Playwright never downloads a browser here (DESIGN.md section 2).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEFAULT_CHROME_PATH;
}

export function ensureChromium(env: NodeJS.ProcessEnv = process.env): string {
  const path = chromePath(env);
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && !env.CHROME_PATH && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium não encontrado: instalando o pacote Debian "chromium" com apt-get…');
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
      stdio: 'inherit',
      env: aptEnv,
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Os testes de navegador precisam do Chromium em ${path}.\n` +
      'Instale o pacote Debian com:  sudo apt-get install -y chromium\n' +
      'ou aponte CHROME_PATH para um Chromium/Chrome já instalado.',
  );
}
