// One file per domain; drizzle-kit reads this index. Add a line per new domain file.
export * from './audit';
export * from './auth';
export * from './notifications';
export * from './email';
export * from './files';
export * from './children';
export * from './question-bank';
export * from './ai-config';
export * from './worksheets';
export * from './notes';
export * from './tasks';
export * from './evaluations';
export * from './qb-auto';
export * from './study';
export * from './coaching';
export * from './olympiad';
export * from './app-state';
