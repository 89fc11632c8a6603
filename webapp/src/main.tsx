import './styles/theme.css';
import './styles/shell.css';
import './styles/content.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startLoading } from './app/App';
import { startTheme } from './lib/theme';
import { expand, ready } from './lib/telegram';

const queryClient = startLoading();
ready();
expand();
startTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
