export * from './enums';
export * from './records';
export * from './storage';
export * from './conversion';
export * from './wire';
