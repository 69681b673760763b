// The teacher's desk page (teacher.html): the desk and the class's worksheets.
import '../style.css';
import './teacher.css';
import { mountClassSheets } from './class_sheets';
import { Desk } from './desk';

const deskRoot = document.getElementById('desk-root');
const desk = deskRoot ? new Desk(deskRoot) : null;
const sheetsRoot = document.getElementById('sheets-root');
if (sheetsRoot) mountClassSheets(sheetsRoot);

// Read by the page's own tests: the desk's Pythons (load times, workers replaced), one for each file checked at once.
(window as unknown as { mazeDesk: unknown }).mazeDesk = { pythons: desk?.pythons ?? [] };
