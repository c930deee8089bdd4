import { yieldToBrowser } from '../ui/after-next-paint';

// Imported last by main.tsx, so evaluated last of the start-up chunk's modules: their evaluation (the games' tables,
// the stores, React) is one task and main.tsx's own (React DOM's start, then the page's texts) the next, where both
// in one task held a tap back for up to 60 ms at 4x (issue 47).
await yieldToBrowser();
