export * from './enums';
export * from './reference';
export * from './editais';
export * from './auth';
export * from './accounts';
export * from './mail';
export * from './alerts';
export * from './premium';
