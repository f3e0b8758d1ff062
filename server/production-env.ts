// Imported first by server/main.ts, before anything loads React: React and
// React Router pick their development or production build from NODE_ENV when
// first loaded, and the development build renders several times slower
// (measured: the blog index took ~30 ms a request in it). A server started as
// `node server/main.ts` is a production server unless told otherwise.
process.env.NODE_ENV ??= "production"
