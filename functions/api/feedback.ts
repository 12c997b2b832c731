/** POST /api/feedback: "Was this helpful?" answers into D1 (functions/_intake.ts has the rules). */
import { handleFeedback } from '../_intake';

export const onRequest = handleFeedback;
