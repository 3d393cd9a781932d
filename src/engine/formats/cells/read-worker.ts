import { parentPort } from 'node:worker_threads';
import { errorMessage } from '../../errors';
import type { ReadRequest, ReadResponse } from './read-pool';
import { packWorkbook } from './workbook-pack';
import { readXlsxPackageInflating } from './xlsx';

/**
 * Worker thread of the workbook reader (./read-pool): reads the workbook it is sent and posts it
 * back packed (./workbook-pack), its cell arrays transferred. A failure is posted back as a
 * message; the parent then reads the workbook itself, so a damaged file fails (or not) exactly
 * as on one thread.
 */
parentPort?.on('message', (request: ReadRequest) => void answer(request));

async function answer(request: ReadRequest): Promise<void> {
  let response: ReadResponse;
  let transfer: ArrayBuffer[] = [];
  try {
    const packing = packWorkbook(
      await readXlsxPackageInflating(request.bytes, request.limits, { noteSharedStrings: true }),
    );
    response = { id: request.id, packed: packing.packed };
    transfer = packing.transfer;
  } catch (error) {
    response = { id: request.id, error: errorMessage(error) };
  }
  parentPort?.postMessage(response, transfer);
}
