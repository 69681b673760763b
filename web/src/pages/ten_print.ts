// Starts the ten-print page: its board at the top, then its program and its lab.
import '../style.css';
import { mountTenPrint } from '../tenprint/section';
import { startPage } from './start';

startPage({ top: mountTenPrint });
