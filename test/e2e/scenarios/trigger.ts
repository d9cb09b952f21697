import { hasBuiltTrigger } from '../../../scripts/lib/runtime';
import { Skip, type Scenario } from '../harness';

export const trigger: Scenario = {
	name: 'd. Zid Trigger in a running n8n',
	workflows: [],
	timeoutMs: 150_000,
	async run() {
		if (!hasBuiltTrigger()) throw new Skip('ZidTrigger not built yet');
	},
};
