// Unit tests run without the build's catalog snapshot; code under test sees none.
export default { watermark: 0, chunks: [] as string[] };
