import { idLocator, UUID_ID } from '../../helpers/locators';

export const abandonedCartIdLocator = idLocator({
	name: 'cartId',
	displayName: 'Abandoned Cart',
	label: 'abandoned cart',
	searchMethod: 'searchAbandonedCarts',
	idRegex: UUID_ID,
	placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
});
