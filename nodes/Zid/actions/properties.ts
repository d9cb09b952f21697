import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { authenticationProperty } from '../../shared/credentials';
import { requestOptionsProperty } from '../helpers/requestOptions';
import type { ResourceModule } from '../helpers/resourceModule';
import { withSortCollection } from '../helpers/sorting';
import { withToolOutput } from '../helpers/toolOutput';
import { withToolLimit } from './toolAnswer';

/**
 * The properties of a Zid action node (the Zid node and each domain node): sign-in, the Resource
 * picker with `picker` in its order, then each module's operations and fields, wrapped the same way
 * for every node so a domain node behaves as the Zid node does for the same resource.
 */
export function actionProperties(
	picker: INodePropertyOptions[],
	modules: ResourceModule[],
	defaultResource: string,
): INodeProperties[] {
	return [
		authenticationProperty,
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: picker,
			default: defaultResource,
		},
		...withToolOutput(withSortCollection(withToolLimit(modules.flatMap((m) => m.description)))),
		requestOptionsProperty,
	];
}
