// Loaded on demand by telegram.ts (see loadFeedback there).
import './antd-render';

export { Dialog, Toast } from 'antd-mobile';
