import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createInflateRaw, inflateRaw } from 'node:zlib';

// A `.zip` read where it lies on disk (a backup uploaded as a stream, decision 069): its central
// directory is read once, and each entry's bytes only when asked for, so a file of any size is read
// holding one entry at a time. What Fablehold and common tools write: stored or deflated entries, no
// ZIP64 (a zip of over 4 GB, or over 65,535 entries, is refused with why), no encryption.

const inflate = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 65_535;

export type ZipFileEntry = {
  name: string;
  /** 0: stored; 8: deflated. */
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
};

/** Why a file is not a `.zip` this reader takes; the message is for the person who chose it. */
export class ZipFileError extends Error {}

export type ZipFile = {
  entries: ReadonlyMap<string, ZipFileEntry>;
  /** The entry's bytes, inflated. */
  read(name: string): Promise<Uint8Array>;
  /** The first `length` bytes of a stored entry (an image's head, to know its type). */
  head(name: string, length: number): Promise<Uint8Array>;
  /**
   * The entry's bytes, inflated, a chunk at a time as they are read from the disk (a backup's JSON,
   * read as a stream: decision 093); never more than the size the directory gives it.
   */
  stream(name: string): AsyncIterable<Uint8Array>;
  close(): Promise<void>;
};

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let read = 0;
  while (read < length) {
    const { bytesRead } = await file.read(buffer, read, length - read, position + read);
    if (bytesRead === 0) throw new ZipFileError('The .zip ends before its entries do: it is incomplete');
    read += bytesRead;
  }
  return buffer;
}

/** The entries listed by a central directory (`directory`, `count` of them). */
export function parseDirectory(directory: Buffer, count: number): Map<string, ZipFileEntry> {
  const entries = new Map<string, ZipFileEntry>();
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new ZipFileError('The .zip’s list of entries is damaged');
    }
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    const compressedSize = directory.readUInt32LE(at + 20);
    const size = directory.readUInt32LE(at + 24);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const headerOffset = directory.readUInt32LE(at + 42);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 1) throw new ZipFileError(`${name} in the .zip is encrypted`);
    if (method !== 0 && method !== 8)
      throw new ZipFileError(`${name} in the .zip is compressed in a way not read here`);
    if ([compressedSize, size, headerOffset].includes(0xffffffff)) {
      throw new ZipFileError('The .zip uses ZIP64 (over 4 GB): not read here');
    }
    entries.set(name, { name, method, compressedSize, size, headerOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Opens the `.zip` at `path` and reads its central directory. */
export async function openZipFile(path: string): Promise<ZipFile> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, END_SEARCH_BYTES);
    const tail = await readAt(file, size - tailLength, tailLength);
    let end = -1;
    for (let at = tail.length - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) throw new ZipFileError('The file is not a .zip');
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff) {
      throw new ZipFileError('The .zip uses ZIP64 (over 4 GB or 65,535 entries): not read here');
    }
    if (directoryOffset + directorySize > size) throw new ZipFileError('The .zip is incomplete');
    const entries = parseDirectory(await readAt(file, directoryOffset, directorySize), count);

    const dataOffset = async (entry: ZipFileEntry) => {
      const header = await readAt(file, entry.headerOffset, 30);
      if (header.readUInt32LE(0) !== LOCAL_HEADER)
        throw new ZipFileError(`${entry.name} in the .zip is damaged`);
      return entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    };
    const entryOf = (name: string) => {
      const entry = entries.get(name);
      if (entry === undefined) throw new ZipFileError(`The .zip holds no ${name}`);
      return entry;
    };
    const read = async (name: string): Promise<Uint8Array> => {
      const entry = entryOf(name);
      const raw = await readAt(file, await dataOffset(entry), entry.compressedSize);
      if (entry.method === 0) return raw;
      try {
        return await inflate(raw, { maxOutputLength: Math.max(entry.size, 1) });
      } catch {
        throw new ZipFileError(`${name} in the .zip cannot be inflated: it is damaged`);
      }
    };
    async function* stream(name: string): AsyncGenerator<Uint8Array> {
      const entry = entryOf(name);
      const start = await dataOffset(entry);
      if (entry.compressedSize === 0 && entry.size === 0) return;
      // A stream of its own over the file (one of the handle would close the handle when it ends).
      const raw = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
      // A failure of either stream ends the last one with it.
      const bytes: Readable = entry.method === 0 ? raw : pipeline(raw, createInflateRaw(), () => undefined);
      let size = 0;
      try {
        for await (const chunk of bytes) {
          size += (chunk as Buffer).length;
          if (size > entry.size)
            throw new ZipFileError(`${name} in the .zip is larger than it says: it is damaged`);
          yield chunk as Buffer;
        }
      } catch (error) {
        if (error instanceof ZipFileError) throw error;
        throw new ZipFileError(`${name} in the .zip cannot be inflated: it is damaged`);
      } finally {
        raw.destroy();
        bytes.destroy();
      }
      if (size !== entry.size) throw new ZipFileError(`${name} in the .zip is incomplete: it is damaged`);
    }
    return {
      entries,
      read,
      stream,
      async head(name, length) {
        const entry = entryOf(name);
        if (entry.method !== 0) return (await read(name)).subarray(0, length);
        return readAt(file, await dataOffset(entry), Math.min(length, entry.compressedSize));
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}
