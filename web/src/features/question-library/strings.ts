/**
 * Words of /questionLibrary (001 §2 Question library). The spec shows no messages for this screen; the toasts and
 * confirmations are the brief's proposals (M2): 'Question "{text}" created', 'Delete question?'.
 */
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export const QUESTION_LIBRARY_STRINGS = {
  title: 'Question Library',
  questionsTab: 'Questions',
  headersTab: 'Headers',
  question: 'Question',
  comments: 'Comments',
  answers: 'Answers',
  answer: 'Answer',
  header: 'Header',
  inactive: 'Inactive',
  newQuestion: 'New Question',
  newHeader: 'New Header',
  createQuestion: 'Create Question',
  updateQuestion: 'Edit Question',
  createHeader: 'Create Header',
  updateHeader: 'Edit Header',
  addAnswer: 'Add answer',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  noAnswers: 'No answers: a free-text question.',
  chooseQuestion: 'Choose a question to see its answers.',
  answersOf: (text: string) => `Answers of "${short(text)}"`,
  chooseJobFirst: 'Choose a job to see its headers.',
  findQuestions: 'Find questions',
  findHeaders: 'Find headers',
  save: 'Save',
  cancel: 'Cancel',
  questionToasts: {
    created: (text: string) => `Question "${short(text)}" created`,
    updated: (text: string) => `Question "${short(text)}" updated`,
    deleted: (text: string) => `Question "${short(text)}" deleted`,
  },
  headerToasts: {
    created: (text: string) => `Header "${short(text)}" created`,
    updated: (text: string) => `Header "${short(text)}" updated`,
    deleted: (text: string) => `Header "${short(text)}" deleted`,
  },
  deleteQuestion: 'Delete question?',
  deleteHeader: 'Delete header?',
} as const;
