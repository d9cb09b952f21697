import { RESOURCES } from '../../nodes/Zid/actions/resources';

/** An operation's action text: the row n8n's node panel shows for it, and a new node's name. */
export function actionOf(resource: string, operation: string): string {
	const picker = RESOURCES.find((r) => r.value === resource)!.module.description.find(
		(p) => p.name === 'operation',
	)!;
	return (picker.options as Array<{ value: string; action: string }>).find(
		(o) => o.value === operation,
	)!.action;
}
