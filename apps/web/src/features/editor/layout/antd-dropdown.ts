// antd's Dropdown and the Menu it draws, as a chunk of their own (see lazy-dropdown.tsx).
export { default } from 'antd/es/dropdown';
