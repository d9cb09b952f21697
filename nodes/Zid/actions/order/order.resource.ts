import { defineResource } from '../../helpers/types';
import * as addComment from './addComment.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getCreditNotes from './getCreditNotes.operation';
import * as getCustomStatuses from './getCustomStatuses.operation';
import * as getMany from './getMany.operation';
import * as updateStatus from './updateStatus.operation';
import * as validate from './validate.operation';

export const order = defineResource(
	'order',
	[
		{ name: 'Add Comment', value: 'addComment', description: 'Add a note to an order\'s activity', action: 'Add a comment to an order', module: addComment },
		{ name: 'Create', value: 'create', description: 'Create an order for a customer', action: 'Create an order', module: create },
		{ name: 'Get', value: 'get', description: 'Get an order by ID', action: 'Get an order', module: get },
		{ name: 'Get Credit Notes', value: 'getCreditNotes', description: 'Get the credit notes of an order', action: 'Get credit notes of an order', module: getCreditNotes },
		{
			name: 'Get Custom Statuses',
			value: 'getCustomStatuses',
			description: 'List Zid\'s order statuses with the store\'s custom sub-statuses',
			action: 'Get custom order statuses',
			module: getCustomStatuses,
		},
		{ name: 'Get Many', value: 'getMany', description: 'List orders, filtered', action: 'Get many orders', module: getMany },
		{ name: 'Update Status', value: 'updateStatus', description: 'Change the status of an order', action: 'Update an order status', module: updateStatus },
		{
			name: 'Validate',
			value: 'validate',
			description: 'Check an order request without creating the order (unconfirmed)',
			action: 'Validate an order request',
			module: validate,
		},
	],
	'getMany',
);
