const { src, dest, parallel } = require('gulp');

// Node and credential classes point at `file:` icons next to their compiled JS. Both copies are
// returned so gulp waits for each; `encoding: false` keeps a PNG byte for byte (gulp 5 reads text).
const copyIcons = () => src('icons/*.svg', { encoding: false }).pipe(dest('dist/icons'));
const copyNodeIcons = () =>
	src('nodes/**/*.{png,svg}', { encoding: false, allowEmpty: true }).pipe(dest('dist/nodes'));

exports['build:icons'] = parallel(copyIcons, copyNodeIcons);
