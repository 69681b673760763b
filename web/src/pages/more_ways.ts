// Starts "More ways to grow a maze": the board to play on at the top, then each method's board and
// program (each made when it comes near the view), the table of every method, and the lab.
import '../style.css';
import { mountMethodBoard, mountPlayBoard } from '../board/board';
import { mountMoreWays } from '../more_ways/section';
import { mountLab } from '../lab/section';
import { startPage } from './start';
import { whenGuessed } from './guess';

startPage({
  top: () => {
    const root = document.getElementById('play-board-root');
    if (root) mountPlayBoard(root, document.getElementById('play-games-root'));
  },
  later: [mountLab, () => mountMoreWays(mountMethodBoard, (show) => whenGuessed('equally-often', show))],
});
