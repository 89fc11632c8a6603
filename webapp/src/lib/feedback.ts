// Loaded on demand by telegram.ts (see loadFeedback there).
import './antd-render';
import './antd-locale';

export { Dialog, Toast } from 'antd-mobile';
