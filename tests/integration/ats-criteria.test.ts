import type { Prompt, PromptSummary } from '@shelfline/shared/contracts/ats-prompt.contract';
import type { CriteriaProjection, Criterion, Keyword } from '@shelfline/shared/contracts/ats-scoring.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { keywords, readScoring } from '../../functions/data/ats/scoring.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';

/**
 * Scoring criteria, keywords and prompts (002 §7 Recruiting calls 16-27; brief §6a, A6, A8): roles, validation naming
 * fields, stale versions, the criterion delete with its keywords, the projection. Keyword texts carry this run's tag,
 * so no résumé another file scores meanwhile can contain them.
 */

type FieldErrors = { errors: Record<string, string[]> };

const run = Date.now().toString(36).slice(-6);
let admin: string;
let hr: string;
let sup: string;
let merch: string;

async function createCriterion(body: Record<string, unknown> = {}) {
  const result = await api<Criterion>('POST', 'ats/criteria', {
    token: hr,
    body: { category: `Skills ${run}`, type: 'additional', enabled: true, ...body },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

async function addKeyword(criterionId: number, body: Record<string, unknown> = {}) {
  const result = await api<Keyword>('POST', `ats/criteria/${criterionId}/keywords`, {
    token: hr,
    body: { text: `word${run}`, score: 10, ...body },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

beforeAll(async () => {
  [admin, hr, sup, merch] = await tokensOf('admin', 'hr', 'sup', 'merch');
});

describe('scoring criteria', () => {
  it('are created, listed by type priority with their keyword counts, and updated with the version read', async () => {
    const other = await createCriterion({ type: 'other', category: `Other ${run}` });
    const critical = await createCriterion({ type: 'critical', category: `Critical ${run}` });
    expect(critical).toMatchObject({ type: 'critical', enabled: true, keywordCount: 0, version: 1 });
    await addKeyword(critical.criterionID);

    const list = await api<Criterion[]>('GET', 'ats/criteria', { token: admin });
    expect(list.status).toBe(200);
    const order = ['critical', 'additional', 'negative', 'other'];
    const ranks = list.body.map((c) => order.indexOf(c.type));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Read back from the table: the type is kept (stored beside the item's own `type`, the entity name).
    expect(list.body.find((c) => c.criterionID === critical.criterionID)).toMatchObject({
      type: 'critical',
      keywordCount: 1,
    });
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(list.body.some((c) => c.criterionID === other.criterionID)).toBe(true);

    const updated = await api<Criterion>('PUT', 'ats/criteria', {
      token: hr,
      body: { criterionID: other.criterionID, category: 'Renamed', type: 'negative', enabled: false, version: 1 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ category: 'Renamed', type: 'negative', enabled: false, version: 2 });
    const stale = await api('PUT', 'ats/criteria', {
      token: hr,
      body: { criterionID: other.criterionID, category: 'Again', type: 'other', version: 1 },
    });
    expect(stale.status).toBe(409);
    const missing = await api('PUT', 'ats/criteria', {
      token: hr,
      body: { criterionID: 999999999, category: 'x', type: 'other', version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuse a type outside critical, additional, negative, other and a blank category, naming the fields', async () => {
    const result = await api<FieldErrors>('POST', 'ats/criteria', {
      token: admin,
      body: { category: '  ', type: 'bonus' },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors.category).toEqual(['Category is required.']);
    expect(result.body.errors.type).toEqual(['Type must be one of critical, additional, negative, other.']);
  });

  it('are written by admin and hr only; supervisors read only the projection', async () => {
    const body = { category: 'x', type: 'other' };
    expect((await api('POST', 'ats/criteria', { token: sup, body })).status).toBe(403);
    expect((await api('GET', 'ats/criteria', { token: sup })).status).toBe(403);
    expect((await api('GET', 'ats/criteria/1/keywords', { token: sup })).status).toBe(403);
    expect((await api('DELETE', 'ats/criteria/keywords/1', { token: sup })).status).toBe(403);
    expect((await api('GET', 'ats/criteria/projection', { token: sup })).status).toBe(200);
    expect((await api('GET', 'ats/criteria/projection', { token: merch })).status).toBe(403);
  });
});

describe('keywords', () => {
  it('are validated: text 1-100, score a whole number from -100 to 100 other than 0', async () => {
    const criterion = await createCriterion();
    const post = (body: Record<string, unknown>) =>
      api<FieldErrors>('POST', `ats/criteria/${criterion.criterionID}/keywords`, { token: hr, body });
    const blank = await post({ text: ' ', score: 0 });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.text).toEqual(['Text is required.']);
    expect(blank.body.errors.score).toEqual(['Score must not be 0.']);
    const wrong = await post({ text: 'x'.repeat(101), score: 101 });
    expect(wrong.body.errors.text).toEqual(['Text must be at most 100 characters.']);
    expect(wrong.body.errors.score).toEqual(['Score must be between -100 and 100.']);
    expect((await post({ text: 'x', score: 1.5 })).body.errors.score).toEqual(['Score must be a whole number.']);
    expect((await post({ text: 'x' })).body.errors.score).toEqual(['Score is required.']);
  });

  it('are listed by text case-insensitively, updated with the version read, and deleted', async () => {
    const criterion = await createCriterion();
    const b = await addKeyword(criterion.criterionID, { text: `b${run}`, score: -5, autoReject: true });
    await addKeyword(criterion.criterionID, { text: `C${run}` });
    await addKeyword(criterion.criterionID, { text: `a${run}`, enabled: false });
    const list = await api<Keyword[]>('GET', `ats/criteria/${criterion.criterionID}/keywords`, { token: hr });
    expect(list.body.map((k) => k.text)).toEqual([`a${run}`, `b${run}`, `C${run}`]);
    expect(b).toMatchObject({ criterionID: criterion.criterionID, score: -5, autoReject: true, enabled: true });

    const updated = await api<Keyword>('PUT', `ats/criteria/keywords/${b.keywordID}`, {
      token: hr,
      body: { text: ` b2${run} `, score: 7, autoReject: false, enabled: true, version: b.version },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ text: `b2${run}`, score: 7, autoReject: false, version: 2 });
    const stale = await api('PUT', `ats/criteria/keywords/${b.keywordID}`, {
      token: hr,
      body: { text: 'y', score: 1, version: b.version },
    });
    expect(stale.status).toBe(409);

    expect((await api('DELETE', `ats/criteria/keywords/${b.keywordID}`, { token: hr })).status).toBe(204);
    expect((await api('DELETE', `ats/criteria/keywords/${b.keywordID}`, { token: hr })).status).toBe(404);
  });

  it('cannot be added to a criterion that does not exist (404)', async () => {
    const result = await api('POST', 'ats/criteria/999999999/keywords', { token: hr, body: { text: 'x', score: 1 } });
    expect(result.status).toBe(404);
    expect((await api('GET', 'ats/criteria/999999999/keywords', { token: hr })).status).toBe(404);
  });
});

describe('criterion delete', () => {
  it('removes the criterion and all its keywords, past one transaction of 99', async () => {
    const criterion = await createCriterion({ category: `Many ${run}` });
    const first = await nextId(keywords.entity.name, 105);
    await keywords.putMany(
      Array.from({ length: 105 }, (_, i) => ({
        id: first + i,
        criterionId: criterion.criterionID,
        text: `many${run}-${i}`,
        score: 1,
        autoReject: false,
        enabled: true,
      })),
      'test',
    );
    const listed = await api<Criterion[]>('GET', 'ats/criteria', { token: hr });
    expect(listed.body.find((c) => c.criterionID === criterion.criterionID)?.keywordCount).toBe(105);

    expect((await api('DELETE', `ats/criteria/${criterion.criterionID}`, { token: hr })).status).toBe(204);
    const after = await readScoring();
    expect(after.criteria.some((c) => c.id === criterion.criterionID)).toBe(false);
    expect(after.keywords.filter((k) => k.criterionId === criterion.criterionID)).toEqual([]);
    expect((await api('DELETE', `ats/criteria/${criterion.criterionID}`, { token: hr })).status).toBe(404);
  });
});

describe('criteria projection', () => {
  it('shows enabled criteria with enabled keywords, weights and the score range they allow', async () => {
    const critical = await createCriterion({ type: 'critical', category: `Projected ${run}` });
    await addKeyword(critical.criterionID, { text: `plus${run}`, score: 30 });
    await addKeyword(critical.criterionID, { text: `minus${run}`, score: -10, autoReject: true });
    await addKeyword(critical.criterionID, { text: `off${run}`, score: 50, enabled: false });
    const disabled = await createCriterion({ category: `Disabled ${run}`, enabled: false });
    await addKeyword(disabled.criterionID);

    const result = await api<CriteriaProjection>('GET', 'ats/criteria/projection', { token: sup });
    expect(result.status).toBe(200);
    expect(result.body.criteria.some((c) => c.criterionID === disabled.criterionID)).toBe(false);
    expect(result.body.criteria.find((c) => c.criterionID === critical.criterionID)).toMatchObject({
      type: 'critical',
      weight: 2,
      minScore: -20,
      maxScore: 60,
      keywords: [
        { text: `minus${run}`, score: -10, autoReject: true },
        { text: `plus${run}`, score: 30, autoReject: false },
      ],
    });
    expect(result.body.minOverallScore).toBeGreaterThanOrEqual(0);
    expect(result.body.maxOverallScore).toBeLessThanOrEqual(100);
    expect(result.body.maxOverallScore).toBeGreaterThan(0);
  });
});

describe('prompts', () => {
  it('lists the seeded keys for admins only', async () => {
    const list = await api<PromptSummary[]>('GET', 'ats/prompts', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.key)).toEqual(['resume.parse', 'resume.score', 'subject.parse']);
    // Every built-in key has a text; one never saved has no times (ats-analyzer.test.ts removes one meanwhile).
    expect(list.body.every((p) => p.length > 0)).toBe(true);
    expect((await api('GET', 'ats/prompts', { token: hr })).status).toBe(403);
    expect((await api('GET', 'ats/prompts/resume.parse', { token: hr })).status).toBe(403);
    expect(
      (await api('PUT', 'ats/prompts/resume.parse', { token: hr, body: { prompt: 'x', version: 1 } })).status,
    ).toBe(403);
  });

  it('saves a trimmed text with the version read, refuses a stale one and never creates a key', async () => {
    const before = await api<Prompt>('GET', 'ats/prompts/subject.parse', { token: admin });
    expect(before.status).toBe(200);
    const text = `${before.body.prompt} (${run})`;
    const saved = await api<Prompt>('PUT', 'ats/prompts/subject.parse', {
      token: admin,
      body: { prompt: `  ${text}\n`, version: before.body.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ key: 'subject.parse', prompt: text, version: before.body.version + 1 });
    expect(saved.body.createdUtc).toBe(before.body.createdUtc);

    const stale = await api('PUT', 'ats/prompts/subject.parse', {
      token: admin,
      body: { prompt: 'again', version: before.body.version },
    });
    expect(stale.status).toBe(409);
    const unknown = await api('PUT', `ats/prompts/made.up.${run}`, { token: admin, body: { prompt: 'x', version: 1 } });
    expect(unknown.status).toBe(404);
    expect((await api('GET', `ats/prompts/made.up.${run}`, { token: admin })).status).toBe(404);
  });

  it('takes 1 to 20,000 characters after trimming', async () => {
    const put = (prompt: string) =>
      api<FieldErrors>('PUT', 'ats/prompts/resume.score', { token: admin, body: { prompt, version: 1 } });
    const blank = await put('   ');
    expect(blank.status).toBe(400);
    expect(blank.body.errors.prompt).toEqual(['Prompt is required.']);
    expect((await put('x'.repeat(20_001))).body.errors.prompt).toEqual(['Prompt must be at most 20000 characters.']);
  });
});
