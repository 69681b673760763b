// dom.ts: the desk makes its elements as the lesson's views do (lesson/dom.ts, on common/dom.ts's el()).
export { element as el, button } from '../lesson/dom';
