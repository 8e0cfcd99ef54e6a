export * from './questionnaire';
