import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, SECRET_MIN_LENGTH } from './config-error';

/**
 * A secret kept in a file under DATA_DIR, generated on first start. `wx` makes the first writer
 * win when two processes start on the same directory at once; the loser reads the winner's value.
 */
export function persistedSecret(dataDir: string, file: string, variable: string): string {
  const path = join(dataDir, file);
  try {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const value = readFileSync(path, 'utf8').trim();
    if (value.length < SECRET_MIN_LENGTH) {
      throw new ConfigError(`${path} 中的密钥过短，请删除该文件后重启，或设置 ${variable}`);
    }
    return value;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`无法在 DATA_DIR（${dataDir}）中保存生成的 ${variable}：${reason}`);
  }
}
