import type { Question } from '../../data/entities/question.entity.ts';
import type { Audit } from '../../data/entity.ts';

/** A question as the API answers it: `nextAnswerId` is the server's own counter and stays inside. */
export function questionView({ nextAnswerId: _, ...question }: Question & Audit) {
  return question;
}
