import { createMemoryRecordStore } from './memory-record-store';
import { describeCharacterMove } from './testing/character-move-suite';

describeCharacterMove('the in-memory store', async () => createMemoryRecordStore({}));
