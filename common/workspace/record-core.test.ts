import { createMemoryRecordStore } from './memory-record-store';
import { describeRecordCore } from './testing/record-core-suite';

describeRecordCore('the in-memory store', async () => createMemoryRecordStore({}));
