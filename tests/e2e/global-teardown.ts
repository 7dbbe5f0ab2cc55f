import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('mci-e2e-')) rmSync(dir, { recursive: true, force: true });
}
