/** The few parts of the local S3-compatible test server (@20minutes/s3rver, untyped) the tests use. */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
    /** After each stored or removed object (the S3 event notification's shape). */
    on(event: 'event', listener: (e: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => void): this;
  }
}
