const { src, dest } = require('gulp');

// Node and credential classes point at `file:` icons next to their compiled JS.
function buildIcons() {
	src('icons/*.svg').pipe(dest('dist/icons'));
	return src('nodes/**/*.{png,svg}').pipe(dest('dist/nodes'));
}

exports['build:icons'] = buildIcons;
