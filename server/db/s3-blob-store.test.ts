import { describe, expect, it } from 'vitest';
import { parseListObjects } from './s3-blob-store';

// ListObjectsV2's answer as the S3 store reads it (decision 087): its keys, and the token of the next page
// when the answer is cut (s3rver, standing in for MinIO, makes one on Node 20 only with the legacy provider).

describe('reading a ListObjectsV2 answer', () => {
  it('reads every key, with XML’s escapes undone, and the next page’s token when truncated', () => {
    const page = `<?xml version="1.0" encoding="UTF-8"?>
      <ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>tiles</Name>
      <Prefix>map-tiles/u1/</Prefix><KeyCount>2</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>true</IsTruncated>
      <NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=&amp;x</NextContinuationToken>
      <Contents><Key>map-tiles/u1/i1/0/0/0.webp</Key><Size>90</Size></Contents>
      <Contents><Key>map-tiles/u1/i&amp;2/1/0/0.webp</Key><Size>91</Size></Contents></ListBucketResult>`;
    expect(parseListObjects(page)).toEqual({
      keys: ['map-tiles/u1/i1/0/0/0.webp', 'map-tiles/u1/i&2/1/0/0.webp'],
      next: '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=&x',
    });
  });

  it('has no next page when the answer is whole, and no keys when nothing matches', () => {
    const whole = `<ListBucketResult><IsTruncated>false</IsTruncated>
      <Contents><Key>a</Key></Contents></ListBucketResult>`;
    expect(parseListObjects(whole)).toEqual({ keys: ['a'], next: undefined });
    expect(parseListObjects('<ListBucketResult><KeyCount>0</KeyCount></ListBucketResult>')).toEqual({
      keys: [],
      next: undefined,
    });
  });
});
