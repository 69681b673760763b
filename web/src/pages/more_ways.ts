// Starts "More ways to grow a maze": the board to play on at the top, then each method's board and
// program (each made when it comes near the view), the table of every method, and the lab. The lab
// and the methods' section are loaded once the board is drawn: their code is not run while the
// page starts.
import '../style.css';
import { mountMethodBoard, mountPlayBoard } from '../board/board';
import { startPage } from './start';
import { whenGuessed } from './guess';

startPage({
  top: () => {
    const root = document.getElementById('play-board-root');
    if (root) mountPlayBoard(root, document.getElementById('play-games-root'));
  },
  later: [
    () => void import('../lab/section').then(({ mountLab }) => mountLab()),
    () =>
      void import('../more_ways/section').then(({ mountMoreWays }) =>
        mountMoreWays(mountMethodBoard, (show) => whenGuessed('equally-often', show)),
      ),
  ],
});
