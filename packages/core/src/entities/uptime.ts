import { z } from 'zod';

export const uptimeStatsSchema = z.object({
  network_id: z.number().int(),
  network_label: z.string(),
  data: z.array(z.object({ is_error: z.boolean(), created_at: z.string() })),
});
export type UptimeStats = z.output<typeof uptimeStatsSchema>;
