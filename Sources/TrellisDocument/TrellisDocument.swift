import CCJSON
import TrellisCore
