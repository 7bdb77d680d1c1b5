<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="torchdeep" tilewidth="16" tileheight="16" tilecount="150" columns="16">
 <image source="tileset.png" width="256" height="160"/>
 <tile id="0">
  <properties>
   <property name="name" value="player"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="name" value="player_sneak"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="name" value="verp_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="name" value="verp_2"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="name" value="verp_3"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="name" value="verp_4"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="name" value="wibble_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="name" value="wibble_2"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="name" value="wibble_3"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="name" value="wibble_4"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="name" value="rock_in_flight"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="name" value="rock"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="name" value="gold"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="name" value="potion_red"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="name" value="potion_blue"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="name" value="scroll"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="light_color" type="color" value="#ffffd86a"/>
   <property name="light_radius" type="int" value="4"/>
   <property name="name" value="treasure"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="name" value="key"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="name" value="food"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="name" value="potion_green"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="name" value="chest_closed"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="name" value="chest_open"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="light_color" type="color" value="#ffffb060"/>
   <property name="light_radius" type="int" value="6"/>
   <property name="name" value="torch_0"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
  <animation>
   <frame tileid="22" duration="150"/>
   <frame tileid="23" duration="130"/>
   <frame tileid="24" duration="170"/>
   <frame tileid="25" duration="140"/>
  </animation>
 </tile>
 <tile id="23">
  <properties>
   <property name="light_color" type="color" value="#ffffb060"/>
   <property name="light_radius" type="int" value="6"/>
   <property name="name" value="torch_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="light_color" type="color" value="#ffffb060"/>
   <property name="light_radius" type="int" value="6"/>
   <property name="name" value="torch_2"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="light_color" type="color" value="#ffffb060"/>
   <property name="light_radius" type="int" value="6"/>
   <property name="name" value="torch_3"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="name" value="moss_0"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="name" value="moss_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="name" value="crack_0"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="name" value="crack_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="name" value="cobweb"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="name" value="bones"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="light_color" type="color" value="#ffffc070"/>
   <property name="light_radius" type="int" value="3"/>
   <property name="name" value="candles"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
  <animation>
   <frame tileid="32" duration="170"/>
   <frame tileid="33" duration="130"/>
  </animation>
 </tile>
 <tile id="33">
  <properties>
   <property name="light_color" type="color" value="#ffffc070"/>
   <property name="light_radius" type="int" value="3"/>
   <property name="name" value="candles_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="name" value="banner"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="name" value="puddle"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="light_color" type="color" value="#ffffa050"/>
   <property name="light_radius" type="int" value="7"/>
   <property name="name" value="brazier_0"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
  <animation>
   <frame tileid="36" duration="160"/>
   <frame tileid="37" duration="120"/>
   <frame tileid="38" duration="180"/>
  </animation>
 </tile>
 <tile id="37">
  <properties>
   <property name="light_color" type="color" value="#ffffa050"/>
   <property name="light_radius" type="int" value="7"/>
   <property name="name" value="brazier_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="light_color" type="color" value="#ffffa050"/>
   <property name="light_radius" type="int" value="7"/>
   <property name="name" value="brazier_2"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="name" value="blood"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="name" value="chains"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="light_color" type="color" value="#ff70e0d0"/>
   <property name="light_radius" type="int" value="2"/>
   <property name="name" value="mushrooms"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="name" value="floor_0"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="name" value="floor_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="name" value="floor_2"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="name" value="corridor"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="name" value="hallway"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="name" value="stairs_down"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="name" value="stairs_up"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="name" value="water"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
  <animation>
   <frame tileid="49" duration="420"/>
   <frame tileid="50" duration="380"/>
   <frame tileid="51" duration="450"/>
  </animation>
 </tile>
 <tile id="50">
  <properties>
   <property name="name" value="water_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="name" value="water_2"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="name" value="rubble"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="name" value="void"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="name" value="floor_3"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="light_color" type="color" value="#ffd8ecff"/>
   <property name="light_radius" type="int" value="5"/>
   <property name="name" value="stairs_exit"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="name" value="trap_hidden"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="name" value="trap_pit"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="name" value="trap_needle"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="name" value="trap_block"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="name" value="cursor"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="name" value="path_dot"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="name" value="target"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="name" value="heart"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="name" value="heart_empty"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="name" value="heart_half"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="name" value="stun"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="name" value="fog"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="name" value="button"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="name" value="wall_0"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="name" value="wall_1"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="name" value="wall_2"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="name" value="wall_3"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="name" value="wall_4"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="name" value="wall_5"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="name" value="wall_6"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="name" value="wall_7"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="name" value="wall_8"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="name" value="wall_9"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="name" value="wall_10"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="name" value="wall_11"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="name" value="wall_12"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="name" value="wall_13"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="name" value="wall_14"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="name" value="wall_15"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="name" value="door_closed"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="name" value="door_open"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="name" value="door_closed_v"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="name" value="door_open_v"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="name" value="pillar"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="name" value="bookshelf"/>
   <property name="transparent" type="bool" value="false"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="91">
  <properties>
   <property name="name" value="altar"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="92">
  <properties>
   <property name="name" value="sarcophagus"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="93">
  <properties>
   <property name="name" value="statue"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="94">
  <properties>
   <property name="name" value="barrel"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="95">
  <properties>
   <property name="name" value="crate"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="96">
  <properties>
   <property name="name" value="guard_1"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="97">
  <properties>
   <property name="name" value="guard_2"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="98">
  <properties>
   <property name="name" value="guard_3"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="99">
  <properties>
   <property name="name" value="guard_4"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="100">
  <properties>
   <property name="name" value="giant_rat"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="101">
  <properties>
   <property name="name" value="kobold"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="102">
  <properties>
   <property name="name" value="cave_spider"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="103">
  <properties>
   <property name="name" value="ghoul"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="104">
  <properties>
   <property name="name" value="skeleton"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="105">
  <properties>
   <property name="name" value="cave_troll"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="106">
  <properties>
   <property name="name" value="bone"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="107">
  <properties>
   <property name="name" value="barrel_sealed"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="108">
  <properties>
   <property name="name" value="barrel_broken"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="109">
  <properties>
   <property name="name" value="chest_locked"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="110">
  <properties>
   <property name="name" value="chest_unlocked"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="111">
  <properties>
   <property name="name" value="altar_lit"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="112">
  <properties>
   <property name="name" value="altar_spent"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="113">
  <properties>
   <property name="name" value="rune_stone"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="114">
  <properties>
   <property name="name" value="rune_stone_dark"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="115">
  <properties>
   <property name="name" value="dagger"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="116">
  <properties>
   <property name="name" value="short_sword"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="117">
  <properties>
   <property name="name" value="long_sword"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="118">
  <properties>
   <property name="name" value="mace"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="119">
  <properties>
   <property name="name" value="battle_axe"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="120">
  <properties>
   <property name="name" value="staff"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="121">
  <properties>
   <property name="name" value="sling"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="122">
  <properties>
   <property name="name" value="short_bow"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="123">
  <properties>
   <property name="name" value="arrows"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="124">
  <properties>
   <property name="name" value="buckler"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="125">
  <properties>
   <property name="name" value="kite_shield"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="126">
  <properties>
   <property name="name" value="leather_armour"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="127">
  <properties>
   <property name="name" value="chain_mail"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="128">
  <properties>
   <property name="name" value="robe"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="129">
  <properties>
   <property name="name" value="helmet"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="130">
  <properties>
   <property name="name" value="boots"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="131">
  <properties>
   <property name="name" value="ring_ruby"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="132">
  <properties>
   <property name="name" value="ring_sapphire"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="133">
  <properties>
   <property name="name" value="ring_emerald"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="134">
  <properties>
   <property name="name" value="potion_orange"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="135">
  <properties>
   <property name="name" value="potion_yellow"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="136">
  <properties>
   <property name="name" value="potion_violet"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="137">
  <properties>
   <property name="name" value="potion_pink"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="138">
  <properties>
   <property name="name" value="potion_white"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="139">
  <properties>
   <property name="name" value="potion_black"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="140">
  <properties>
   <property name="name" value="potion_brown"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="141">
  <properties>
   <property name="name" value="potion_cyan"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="142">
  <properties>
   <property name="name" value="potion_gold"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="143">
  <properties>
   <property name="name" value="scroll_sealed"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="144">
  <properties>
   <property name="name" value="book"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="145">
  <properties>
   <property name="name" value="spellbook"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="146">
  <properties>
   <property name="name" value="shopkeeper"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="147">
  <properties>
   <property name="name" value="coin_icon"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="148">
  <properties>
   <property name="name" value="kobold_shaman"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="149">
  <properties>
   <property name="name" value="bone_priest"/>
   <property name="transparent" type="bool" value="true"/>
   <property name="walkable" type="bool" value="false"/>
  </properties>
 </tile>
</tileset>
