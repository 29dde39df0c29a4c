import { handler } from '../../functions/api/orderexport/handler.ts';
import { measureHandlerCall } from './child-process.ts';

/* One `POST orderExport/excel` of the given orders through the family's handler, in a process of its own. */
const args = JSON.parse(process.argv[2] ?? '{}') as { supplierId: number; orderIds: number[] };
const measured = await measureHandlerCall(handler, {
  method: 'POST',
  path: 'orderExport/excel',
  query: `orderLayoutId=1&supplierId=${args.supplierId}`,
  body: args.orderIds,
});
console.log(JSON.stringify(measured));
process.exit(0);
