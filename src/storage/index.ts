export * from './types';
export * from './errors';
export * from './paths';
export * from './registry';
export { LocalStorage, type LocalStorageOptions } from './local';
