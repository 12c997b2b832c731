/** POST /api/lead: the demo form's leads into D1 (functions/_intake.ts has the rules). */
import { handleLead } from '../_intake';

export const onRequest = handleLead;
