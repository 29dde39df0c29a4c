import { companyInfoRoutes } from '@shelfline/shared/routes/companyinfo.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { companyInfos } from '../../data/master-data/reference-data.repository.ts';

/**
 * `PUT CompanyInfo/{id}`: every field (001 §5), at the version it was read (409 otherwise). The invoice and batch
 * counters only move forward (brief §1.6): a number already issued must never be issued again, so lowering either
 * is refused; submits and exports raise the record's version, so a form read before them is stale anyway.
 */
export const update = implement(companyInfoRoutes.update, async ({ params, body, auth }) => {
  const current = await companyInfos.getOrThrow(params.id, 'company info');
  const { version, ...fields } = body;
  const lowered = (['nextInvoiceNumber', 'nextBatchNumber'] as const).filter(
    (field) => Number(fields[field]) < Number(current[field]),
  );
  if (lowered.length)
    throw new ConflictError(
      Object.fromEntries(
        lowered.map((field) => [
          field,
          [
            `${field === 'nextInvoiceNumber' ? 'Next Invoice Number' : 'Next Batch Number'} cannot go back below ${current[field]}: numbers up to ${Number(current[field]) - 1} may already be issued.`,
          ],
        ]),
      ),
    );
  return companyInfos.replace({ ...fields, id: current.id, companyId: current.id }, version, auth.username);
});
