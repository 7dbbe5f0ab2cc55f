import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseLogFormat, createLogger } from './logger';

const dir = mkdtempSync(path.join(tmpdir(), 'mci-logger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('log format', () => {
  it('is pretty on a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes JSON lines, secrets redacted', async () => {
    const file = path.join(dir, 'json.log');
    const logger = createLogger('info', { dest: openSync(file, 'w'), format: 'json' });
    logger.info({ user: { password: 'Senha#Forte123' } }, 'MCI no ar em http://localhost:3000');
    await new Promise<void>((resolve, reject) => logger.flush((error) => (error ? reject(error) : resolve())));
    const line = JSON.parse(readFileSync(file, 'utf8').trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'MCI no ar em http://localhost:3000', user: { password: '[oculto]' } });
  });

  it('writes human-readable lines in pretty mode, secrets redacted', () => {
    const file = path.join(dir, 'pretty.log');
    const logger = createLogger('info', { dest: file, format: 'pretty' });
    logger.info({ user: { password: 'Senha#Forte123' } }, 'MCI no ar em http://localhost:3000');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: MCI no ar em http:\/\/localhost:3000/);
    expect(text).not.toContain('Senha#Forte123');
    expect(() => JSON.parse(text.split('\n')[0]!)).toThrow();
  });
});
