/** Every route group. To add a group: write routes/<group>.ts exporting a RouteDef[] and list it here. */
import type { RouteDef } from '../core/router';
import { abandonedCartRoutes } from './abandonedCarts';
import { accountRoutes } from './account';
import { categoryRoutes } from './categories';
import { countryRoutes } from './countries';
import { customerRoutes } from './customers';
import { orderRoutes } from './orders';
import { reverseOrderRoutes } from './reverseOrders';
import { shippingRoutes } from './shipping';
import { storeLocationRoutes } from './storeLocations';

export const ALL_ROUTES: RouteDef[] = [
	...accountRoutes,
	...orderRoutes,
	...reverseOrderRoutes,
	...abandonedCartRoutes,
	...customerRoutes,
	...categoryRoutes,
	...storeLocationRoutes,
	...shippingRoutes,
	...countryRoutes,
];
