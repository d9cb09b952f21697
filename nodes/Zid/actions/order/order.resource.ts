import { defineResource } from '../../helpers/resourceModule';
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
		{
			name: 'Add Comment',
			value: 'addComment',
			description: "Add a note to an order's activity, by order ID and comment; returns the order",
			action: 'Add a comment to an order by order ID',
			module: addComment,
		},
		{
			name: 'Create',
			value: 'create',
			description:
				'Create an order from the customer, address, products, delivery option and payment method; returns the order',
			action: 'Create an order',
			module: create,
		},
		{
			name: 'Get',
			value: 'get',
			description: 'Get an order (status, payment, total, customer) by order ID',
			action: 'Get an order by ID',
			module: get,
		},
		{
			name: 'Get Credit Notes',
			value: 'getCreditNotes',
			description: 'List the credit notes (refund documents) of an order, by order ID',
			action: 'Get the credit notes of an order by order ID',
			module: getCreditNotes,
		},
		{
			name: 'Get Custom Statuses',
			value: 'getCustomStatuses',
			description: "List Zid's order statuses with the store's custom sub-statuses",
			action: 'Get the order statuses',
			module: getCustomStatuses,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description:
				'List orders (ID, code, status, total, customer), filtered by status, dates, customer, payment or search term',
			action: 'Get many orders',
			module: getMany,
		},
		{
			name: 'Update Status',
			value: 'updateStatus',
			description:
				"Set an order's status (new, preparing, ready, indelivery, delivered, cancelled), by order ID; returns the order",
			action: "Update an order's status",
			module: updateStatus,
		},
		{
			name: 'Validate',
			value: 'validate',
			description:
				'Check an order request (customer, products, delivery, payment) without creating the order (unconfirmed)',
			action: 'Validate an order request',
			module: validate,
		},
	],
	'getMany',
);
