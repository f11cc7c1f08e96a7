export * from './constants';
export * from './messages';
export * from './schemas/common';
export * from './schemas/auth';
export * from './rules/grading';
export * from './schemas/question';
export * from './rules/question-validation';
export * from './schemas/notifications';
