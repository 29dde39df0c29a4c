import '@cloudscape-design/global-styles/index.css';
import './app/app.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startSession } from './app/session/startup.ts';

const root = document.getElementById('root');
if (root && startSession()) createRoot(root).render(<App />);
