import type { ServiceReportAnswerInput } from '@shelfline/shared/contracts/service-report.contract';
import { reportedHoursOf } from '@shelfline/shared/service-report-rules';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { ServiceReportAnswer } from '../../data/entities/service-report.entity.ts';

/*
 * The checks of a save and of a submit (brief §6c). A save checks formats only (the zod contract) and that each
 * answer fits the frozen layout; a submit also needs the completed date (earliest date .. today, SR3), both times
 * with timeOut after timeIn, every question answered and the uploads the layout requires. Each failure is named in
 * the 400's `errors`, so the modal can mark every missing item at once.
 */

export type Problems = Record<string, string[]>;

const add = (problems: Problems, field: string, message: string) => {
  problems[field] = [...(problems[field] ?? []), message];
};

/** The answers as stored (with the answer's text as answered, R8), and what does not fit the layout. */
export function answersOf(
  layout: ReportLayout,
  input: readonly ServiceReportAnswerInput[],
): { answers: ServiceReportAnswer[]; problems: Problems } {
  const problems: Problems = {};
  const questions = new Map(layout.details.filter((item) => !item.isHeader).map((item) => [item.questionId, item]));
  const seen = new Set<number>();
  const answers: ServiceReportAnswer[] = [];
  for (const [index, answer] of input.entries()) {
    const field = `answers.${index}`;
    const question = questions.get(answer.questionId);
    if (!question) {
      add(problems, `${field}.questionId`, `Question ${answer.questionId} is not on this report.`);
      continue;
    }
    if (seen.has(answer.questionId)) {
      add(problems, `${field}.questionId`, `Question ${answer.questionId} is answered twice.`);
      continue;
    }
    seen.add(answer.questionId);
    if (answer.comments && !question.allowComments)
      add(problems, `${field}.comments`, `Question ${answer.questionId} takes no comments.`);
    const stored: ServiceReportAnswer = { questionId: answer.questionId };
    if (question.answers.length > 0) {
      if (answer.textValue)
        add(problems, `${field}.textValue`, `Question ${answer.questionId} takes one of its answers.`);
      if (answer.answerId !== undefined) {
        const chosen = question.answers.find((a) => a.answerId === answer.answerId);
        if (!chosen)
          add(
            problems,
            `${field}.answerId`,
            `Answer ${answer.answerId} is not an answer of question ${answer.questionId}.`,
          );
        else Object.assign(stored, { answerId: chosen.answerId, answerText: chosen.answerText });
      }
    } else {
      if (answer.answerId !== undefined)
        add(problems, `${field}.answerId`, `Question ${answer.questionId} takes a text answer.`);
      if (answer.textValue) stored.textValue = answer.textValue;
    }
    if (answer.comments && question.allowComments) stored.comments = answer.comments;
    answers.push(stored);
  }
  return { answers, problems };
}

export interface SubmitFacts {
  layout: ReportLayout;
  answers: readonly ServiceReportAnswer[];
  completedDate?: string;
  timeIn?: string;
  timeOut?: string;
  earliestDate: string;
  today: string;
  pictures: number;
  hasSignOff: boolean;
  hasDeficiency: boolean;
}

/** What a submit still misses (empty when it may go). */
export function submitProblems(facts: SubmitFacts): Problems {
  const problems: Problems = {};
  if (!facts.completedDate) add(problems, 'completedDate', 'Completed Date is required.');
  else if (facts.completedDate < facts.earliestDate || facts.completedDate > facts.today)
    add(problems, 'completedDate', `Completed Date must be between ${facts.earliestDate} and ${facts.today}.`);
  if (!facts.timeIn) add(problems, 'timeIn', 'Time In is required.');
  if (!facts.timeOut) add(problems, 'timeOut', 'Time Out is required.');
  if (facts.timeIn && facts.timeOut && reportedHoursOf(facts.timeIn, facts.timeOut) === undefined)
    add(problems, 'timeOut', 'Time Out must be after Time In.');
  const answered = new Set(
    facts.answers.filter((a) => a.answerId !== undefined || a.textValue).map((a) => a.questionId),
  );
  for (const item of facts.layout.details) {
    if (item.isHeader || answered.has(item.questionId)) continue;
    add(problems, `questions.${item.questionId}`, `"${item.questionText}" is not answered.`);
  }
  if (facts.layout.photosRequired && facts.pictures === 0)
    add(problems, 'pictures', 'At least one picture is required.');
  if (facts.layout.signoffRequired && !facts.hasSignOff)
    add(problems, 'signOffForm', 'The sign-off sheet / order form is required.');
  if (facts.layout.deficiencyFormRequired && !facts.hasDeficiency)
    add(problems, 'deficiencyForm', 'The deficiency form is required.');
  return problems;
}
