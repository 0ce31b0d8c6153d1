export class ConfigError extends Error {
  constructor(message: string) {
    super(`配置错误：${message}`);
    this.name = 'ConfigError';
  }
}

export const SECRET_MIN_LENGTH = 32;
