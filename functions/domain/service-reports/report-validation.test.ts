import { describe, expect, it } from 'vitest';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import { answersOf, submitProblems } from './report-validation.ts';

const item = (questionId: number, over: Partial<ReportLayout['details'][number]> = {}) => ({
  detailId: questionId,
  questionId,
  questionText: `Q${questionId}`,
  answers: [
    { answerId: 1, answerText: 'Yes' },
    { answerId: 2, answerText: 'No' },
  ],
  isHeader: false,
  displaySequence: questionId,
  allowComments: true,
  onClientSummary: true,
  flaggedItems: [],
  summaryHeading: '',
  ...over,
});
const layout = {
  id: 9,
  details: [item(100, { isHeader: true, answers: [] }), item(1), item(2, { answers: [], allowComments: false })],
  photosRequired: true,
  signoffRequired: false,
  deficiencyFormRequired: true,
} as unknown as ReportLayout;

describe('answers of a save', () => {
  it('keeps the answer text as answered and refuses what does not fit the layout', () => {
    const fine = answersOf(layout, [
      { questionId: 1, answerId: 2, comments: 'short' },
      { questionId: 2, textValue: 'free text' },
    ]);
    expect(fine.problems).toEqual({});
    expect(fine.answers).toEqual([
      { questionId: 1, answerId: 2, answerText: 'No', comments: 'short' },
      { questionId: 2, textValue: 'free text' },
    ]);
    const refused = answersOf(layout, [
      { questionId: 100, answerId: 1 },
      { questionId: 1, answerId: 3 },
      { questionId: 1, answerId: 1 },
      { questionId: 2, answerId: 1, comments: 'x' },
    ]);
    expect(refused.problems).toEqual({
      'answers.0.questionId': ['Question 100 is not on this report.'],
      'answers.1.answerId': ['Answer 3 is not an answer of question 1.'],
      'answers.2.questionId': ['Question 1 is answered twice.'],
      'answers.3.comments': ['Question 2 takes no comments.'],
      'answers.3.answerId': ['Question 2 takes a text answer.'],
    });
  });
});

describe('what a submit misses', () => {
  const complete = {
    layout,
    answers: [
      { questionId: 1, answerId: 1 },
      { questionId: 2, textValue: 'ok' },
    ],
    completedDate: '2030-01-03',
    timeIn: '09:00',
    timeOut: '10:00',
    earliestDate: '2030-01-02',
    today: '2030-01-05',
    pictures: 1,
    hasSignOff: false,
    hasDeficiency: true,
  };

  it('nothing when complete (the sign-off is not required here); the completed date may be today', () => {
    expect(submitProblems(complete)).toEqual({});
    expect(submitProblems({ ...complete, completedDate: '2030-01-05' })).toEqual({});
  });

  it('names each missing item', () => {
    expect(
      submitProblems({
        ...complete,
        answers: [{ questionId: 1 }],
        completedDate: '2030-01-06',
        timeOut: '09:00',
        pictures: 0,
        hasDeficiency: false,
      }),
    ).toEqual({
      completedDate: ['Completed Date must be between 2030-01-02 and 2030-01-05.'],
      timeOut: ['Time Out must be after Time In.'],
      'questions.1': ['"Q1" is not answered.'],
      'questions.2': ['"Q2" is not answered.'],
      pictures: ['At least one picture is required.'],
      deficiencyForm: ['The deficiency form is required.'],
    });
  });
});
