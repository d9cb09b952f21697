import { idLocator, NUMERIC_ID } from '../../helpers/properties';

export const categoryIdLocator = idLocator({
	name: 'categoryId',
	displayName: 'Category',
	label: 'category',
	searchMethod: 'searchCategories',
	urlRegex: 'https?://[^/]+/.*categor(?:y|ies)/(?:view/)?([0-9]+)',
	idRegex: NUMERIC_ID,
});
